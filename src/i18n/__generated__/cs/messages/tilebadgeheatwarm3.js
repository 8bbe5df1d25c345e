/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tilebadgeheatwarm3Inputs */

const cs_tilebadgeheatwarm3 = /** @type {(inputs: Tilebadgeheatwarm3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Teplé`)
};

/**

* @param {Tilebadgeheatwarm3Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const tilebadgeheatwarm3 = cs_tilebadgeheatwarm3;
export { tilebadgeheatwarm3 as "tileBadgeHeatWarm" }