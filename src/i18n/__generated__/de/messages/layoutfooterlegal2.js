/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Layoutfooterlegal2Inputs */

const de_layoutfooterlegal2 = /** @type {(inputs: Layoutfooterlegal2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rechtliches`)
};

/**

* @param {Layoutfooterlegal2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const layoutfooterlegal2 = de_layoutfooterlegal2;
export { layoutfooterlegal2 as "layoutFooterLegal" }