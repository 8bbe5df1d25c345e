/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ saving: NonNullable<unknown> }} Productyousaveupto4Inputs */

const cs_productyousaveupto4 = /** @type {(inputs: Productyousaveupto4Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ušetříte až ${i?.saving} %`)
};

/**

* @param {Productyousaveupto4Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const productyousaveupto4 = cs_productyousaveupto4;
export { productyousaveupto4 as "productYouSaveUpTo" }