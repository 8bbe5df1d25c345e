/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tilebadgeheatmedium3Inputs */

const de_tilebadgeheatmedium3 = /** @type {(inputs: Tilebadgeheatmedium3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mittel/Übergang`)
};

/**

* @param {Tilebadgeheatmedium3Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const tilebadgeheatmedium3 = de_tilebadgeheatmedium3;
export { tilebadgeheatmedium3 as "tileBadgeHeatMedium" }