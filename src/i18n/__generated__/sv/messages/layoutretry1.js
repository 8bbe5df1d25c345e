/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Layoutretry1Inputs */

const sv_layoutretry1 = /** @type {(inputs: Layoutretry1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Försök igen`)
};

/**

* @param {Layoutretry1Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const layoutretry1 = sv_layoutretry1;
export { layoutretry1 as "layoutRetry" }