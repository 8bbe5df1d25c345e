/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Layoutsearchopen2Inputs */

const nl_layoutsearchopen2 = /** @type {(inputs: Layoutsearchopen2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zoeken openen`)
};

/**

* @param {Layoutsearchopen2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const layoutsearchopen2 = nl_layoutsearchopen2;
export { layoutsearchopen2 as "layoutSearchOpen" }