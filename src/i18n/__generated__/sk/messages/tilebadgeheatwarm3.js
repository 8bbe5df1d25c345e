/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tilebadgeheatwarm3Inputs */

const sk_tilebadgeheatwarm3 = /** @type {(inputs: Tilebadgeheatwarm3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Teplé`)
};

/**

* @param {Tilebadgeheatwarm3Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const tilebadgeheatwarm3 = sk_tilebadgeheatwarm3;
export { tilebadgeheatwarm3 as "tileBadgeHeatWarm" }