/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Layoutsearchplaceholder2Inputs */

const sk_layoutsearchplaceholder2 = /** @type {(inputs: Layoutsearchplaceholder2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hľadaný výraz alebo číslo tovaru`)
};

/**

* @param {Layoutsearchplaceholder2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const layoutsearchplaceholder2 = sk_layoutsearchplaceholder2;
export { layoutsearchplaceholder2 as "layoutSearchPlaceholder" }