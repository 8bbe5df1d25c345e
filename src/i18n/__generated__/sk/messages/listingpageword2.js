/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Listingpageword2Inputs */

const sk_listingpageword2 = /** @type {(inputs: Listingpageword2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Strana`)
};

/**

* @param {Listingpageword2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const listingpageword2 = sk_listingpageword2;
export { listingpageword2 as "listingPageWord" }