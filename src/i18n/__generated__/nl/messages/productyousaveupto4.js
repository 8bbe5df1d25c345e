/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ saving: NonNullable<unknown> }} Productyousaveupto4Inputs */

const nl_productyousaveupto4 = /** @type {(inputs: Productyousaveupto4Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Je bespaart tot ${i?.saving}%`)
};

/**

* @param {Productyousaveupto4Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const productyousaveupto4 = nl_productyousaveupto4;
export { productyousaveupto4 as "productYouSaveUpTo" }