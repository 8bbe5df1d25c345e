/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tilebadgeheatwarm3Inputs */

const fr_tilebadgeheatwarm3 = /** @type {(inputs: Tilebadgeheatwarm3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chaud`)
};

/**

* @param {Tilebadgeheatwarm3Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const tilebadgeheatwarm3 = fr_tilebadgeheatwarm3;
export { tilebadgeheatwarm3 as "tileBadgeHeatWarm" }