/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Layoutappopen2Inputs */

const fr_layoutappopen2 = /** @type {(inputs: Layoutappopen2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ouvrir`)
};

/**

* @param {Layoutappopen2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const layoutappopen2 = fr_layoutappopen2;
export { layoutappopen2 as "layoutAppOpen" }