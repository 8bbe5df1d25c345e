/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ saving: NonNullable<unknown> }} Productyousave2Inputs */

const nl_productyousave2 = /** @type {(inputs: Productyousave2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Je bespaart ${i?.saving}%`)
};

/**

* @param {Productyousave2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const productyousave2 = nl_productyousave2;
export { productyousave2 as "productYouSave" }