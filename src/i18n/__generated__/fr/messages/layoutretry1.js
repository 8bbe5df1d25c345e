/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Layoutretry1Inputs */

const fr_layoutretry1 = /** @type {(inputs: Layoutretry1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Réessayer`)
};

/**

* @param {Layoutretry1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const layoutretry1 = fr_layoutretry1;
export { layoutretry1 as "layoutRetry" }