/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Layoutskiplinks2Inputs */

const sk_layoutskiplinks2 = /** @type {(inputs: Layoutskiplinks2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rýchle odkazy`)
};

/**

* @param {Layoutskiplinks2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const layoutskiplinks2 = sk_layoutskiplinks2;
export { layoutskiplinks2 as "layoutSkipLinks" }