/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Layoutfooterlegal2Inputs */

const sv_layoutfooterlegal2 = /** @type {(inputs: Layoutfooterlegal2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Juridiskt`)
};

/**

* @param {Layoutfooterlegal2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const layoutfooterlegal2 = sv_layoutfooterlegal2;
export { layoutfooterlegal2 as "layoutFooterLegal" }