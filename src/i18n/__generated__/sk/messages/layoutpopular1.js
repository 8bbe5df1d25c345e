/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Layoutpopular1Inputs */

const sk_layoutpopular1 = /** @type {(inputs: Layoutpopular1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Obľúbený tovar`)
};

/**

* @param {Layoutpopular1Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const layoutpopular1 = sk_layoutpopular1;
export { layoutpopular1 as "layoutPopular" }