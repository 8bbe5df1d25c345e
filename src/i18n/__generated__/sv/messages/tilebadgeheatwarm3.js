/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tilebadgeheatwarm3Inputs */

const sv_tilebadgeheatwarm3 = /** @type {(inputs: Tilebadgeheatwarm3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Varm`)
};

/**

* @param {Tilebadgeheatwarm3Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const tilebadgeheatwarm3 = sv_tilebadgeheatwarm3;
export { tilebadgeheatwarm3 as "tileBadgeHeatWarm" }