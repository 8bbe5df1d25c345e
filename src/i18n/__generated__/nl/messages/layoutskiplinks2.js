/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Layoutskiplinks2Inputs */

const nl_layoutskiplinks2 = /** @type {(inputs: Layoutskiplinks2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Snelkoppelingen`)
};

/**

* @param {Layoutskiplinks2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const layoutskiplinks2 = nl_layoutskiplinks2;
export { layoutskiplinks2 as "layoutSkipLinks" }