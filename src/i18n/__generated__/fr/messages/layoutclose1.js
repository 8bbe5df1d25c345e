/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Layoutclose1Inputs */

const fr_layoutclose1 = /** @type {(inputs: Layoutclose1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fermer`)
};

/**

* @param {Layoutclose1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const layoutclose1 = fr_layoutclose1;
export { layoutclose1 as "layoutClose" }