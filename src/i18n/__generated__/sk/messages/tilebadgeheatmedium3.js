/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tilebadgeheatmedium3Inputs */

const sk_tilebadgeheatmedium3 = /** @type {(inputs: Tilebadgeheatmedium3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prechodné obdobie`)
};

/**

* @param {Tilebadgeheatmedium3Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const tilebadgeheatmedium3 = sk_tilebadgeheatmedium3;
export { tilebadgeheatmedium3 as "tileBadgeHeatMedium" }