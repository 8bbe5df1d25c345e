/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Layoutfooterlegal2Inputs */

const sk_layoutfooterlegal2 = /** @type {(inputs: Layoutfooterlegal2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Právne informácie`)
};

/**

* @param {Layoutfooterlegal2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const layoutfooterlegal2 = sk_layoutfooterlegal2;
export { layoutfooterlegal2 as "layoutFooterLegal" }