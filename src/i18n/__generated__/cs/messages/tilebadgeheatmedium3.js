/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tilebadgeheatmedium3Inputs */

const cs_tilebadgeheatmedium3 = /** @type {(inputs: Tilebadgeheatmedium3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Přechodné období`)
};

/**

* @param {Tilebadgeheatmedium3Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const tilebadgeheatmedium3 = cs_tilebadgeheatmedium3;
export { tilebadgeheatmedium3 as "tileBadgeHeatMedium" }