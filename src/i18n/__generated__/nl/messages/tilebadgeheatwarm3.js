/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tilebadgeheatwarm3Inputs */

const nl_tilebadgeheatwarm3 = /** @type {(inputs: Tilebadgeheatwarm3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Warm`)
};

/**

* @param {Tilebadgeheatwarm3Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const tilebadgeheatwarm3 = nl_tilebadgeheatwarm3;
export { tilebadgeheatwarm3 as "tileBadgeHeatWarm" }