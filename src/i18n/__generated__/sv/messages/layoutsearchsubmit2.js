/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Layoutsearchsubmit2Inputs */

const sv_layoutsearchsubmit2 = /** @type {(inputs: Layoutsearchsubmit2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sök`)
};

/**

* @param {Layoutsearchsubmit2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const layoutsearchsubmit2 = sv_layoutsearchsubmit2;
export { layoutsearchsubmit2 as "layoutSearchSubmit" }