/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Layoutsearchopen2Inputs */

const sk_layoutsearchopen2 = /** @type {(inputs: Layoutsearchopen2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Otvoriť vyhľadávanie`)
};

/**

* @param {Layoutsearchopen2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const layoutsearchopen2 = sk_layoutsearchopen2;
export { layoutsearchopen2 as "layoutSearchOpen" }