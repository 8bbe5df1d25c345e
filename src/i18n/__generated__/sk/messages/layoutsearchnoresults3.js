/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Layoutsearchnoresults3Inputs */

const sk_layoutsearchnoresults3 = /** @type {(inputs: Layoutsearchnoresults3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Žiadne výsledky k dispozícii.`)
};

/**

* @param {Layoutsearchnoresults3Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const layoutsearchnoresults3 = sk_layoutsearchnoresults3;
export { layoutsearchnoresults3 as "layoutSearchNoResults" }