/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tilebadgeheatmedium3Inputs */

const sv_tilebadgeheatmedium3 = /** @type {(inputs: Tilebadgeheatmedium3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mellansäsong`)
};

/**

* @param {Tilebadgeheatmedium3Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const tilebadgeheatmedium3 = sv_tilebadgeheatmedium3;
export { tilebadgeheatmedium3 as "tileBadgeHeatMedium" }