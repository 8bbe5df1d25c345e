/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ saving: NonNullable<unknown> }} Productyousaveupto4Inputs */

const sv_productyousaveupto4 = /** @type {(inputs: Productyousaveupto4Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Du sparar upp till ${i?.saving} %`)
};

/**

* @param {Productyousaveupto4Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const productyousaveupto4 = sv_productyousaveupto4;
export { productyousaveupto4 as "productYouSaveUpTo" }