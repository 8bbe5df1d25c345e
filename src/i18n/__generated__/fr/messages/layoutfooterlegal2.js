/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Layoutfooterlegal2Inputs */

const fr_layoutfooterlegal2 = /** @type {(inputs: Layoutfooterlegal2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mentions légales`)
};

/**

* @param {Layoutfooterlegal2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const layoutfooterlegal2 = fr_layoutfooterlegal2;
export { layoutfooterlegal2 as "layoutFooterLegal" }