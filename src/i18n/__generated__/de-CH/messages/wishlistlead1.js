/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wishlistlead1Inputs */

const de_ch2_wishlistlead1 = /** @type {(inputs: Wishlistlead1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hier sammeln Sie Artikel, die Ihnen gefallen – und bestellen sie, wann immer Sie möchten.`)
};

/**

* @param {Wishlistlead1Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const wishlistlead1 = de_ch2_wishlistlead1;
export { wishlistlead1 as "wishlistLead" }