/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Layoutclose1Inputs */

const sk_layoutclose1 = /** @type {(inputs: Layoutclose1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zavrieť`)
};

/**

* @param {Layoutclose1Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const layoutclose1 = sk_layoutclose1;
export { layoutclose1 as "layoutClose" }