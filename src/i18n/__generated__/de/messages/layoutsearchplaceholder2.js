/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Layoutsearchplaceholder2Inputs */

const de_layoutsearchplaceholder2 = /** @type {(inputs: Layoutsearchplaceholder2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Suchbegriff oder Artikelnummer`)
};

/**

* @param {Layoutsearchplaceholder2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const layoutsearchplaceholder2 = de_layoutsearchplaceholder2;
export { layoutsearchplaceholder2 as "layoutSearchPlaceholder" }