/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Layoutsearchsubmit2Inputs */

const de_layoutsearchsubmit2 = /** @type {(inputs: Layoutsearchsubmit2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Suchen`)
};

/**

* @param {Layoutsearchsubmit2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const layoutsearchsubmit2 = de_layoutsearchsubmit2;
export { layoutsearchsubmit2 as "layoutSearchSubmit" }