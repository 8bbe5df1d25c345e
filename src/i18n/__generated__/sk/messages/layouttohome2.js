/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Layouttohome2Inputs */

const sk_layouttohome2 = /** @type {(inputs: Layouttohome2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Na úvodnú stránku`)
};

/**

* @param {Layouttohome2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const layouttohome2 = sk_layouttohome2;
export { layouttohome2 as "layoutToHome" }