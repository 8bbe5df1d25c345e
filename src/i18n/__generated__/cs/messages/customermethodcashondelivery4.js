/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customermethodcashondelivery4Inputs */

const cs_customermethodcashondelivery4 = /** @type {(inputs: Customermethodcashondelivery4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dobírka`)
};

/**

* @param {Customermethodcashondelivery4Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const customermethodcashondelivery4 = cs_customermethodcashondelivery4;
export { customermethodcashondelivery4 as "customerMethodCashOnDelivery" }