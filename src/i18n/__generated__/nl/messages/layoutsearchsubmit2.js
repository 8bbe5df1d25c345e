/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Layoutsearchsubmit2Inputs */

const nl_layoutsearchsubmit2 = /** @type {(inputs: Layoutsearchsubmit2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zoeken`)
};

/**

* @param {Layoutsearchsubmit2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const layoutsearchsubmit2 = nl_layoutsearchsubmit2;
export { layoutsearchsubmit2 as "layoutSearchSubmit" }