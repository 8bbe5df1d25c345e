/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tilebadgeheatmedium3Inputs */

const nl_tilebadgeheatmedium3 = /** @type {(inputs: Tilebadgeheatmedium3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tussenseizoen`)
};

/**

* @param {Tilebadgeheatmedium3Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const tilebadgeheatmedium3 = nl_tilebadgeheatmedium3;
export { tilebadgeheatmedium3 as "tileBadgeHeatMedium" }