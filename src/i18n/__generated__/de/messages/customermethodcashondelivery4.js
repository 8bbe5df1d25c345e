/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customermethodcashondelivery4Inputs */

const de_customermethodcashondelivery4 = /** @type {(inputs: Customermethodcashondelivery4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nachnahme`)
};

/**

* @param {Customermethodcashondelivery4Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const customermethodcashondelivery4 = de_customermethodcashondelivery4;
export { customermethodcashondelivery4 as "customerMethodCashOnDelivery" }