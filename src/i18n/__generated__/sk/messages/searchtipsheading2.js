/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Searchtipsheading2Inputs */

const sk_searchtipsheading2 = /** @type {(inputs: Searchtipsheading2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ako nájdete, čo hľadáte`)
};

/**

* @param {Searchtipsheading2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const searchtipsheading2 = sk_searchtipsheading2;
export { searchtipsheading2 as "searchTipsHeading" }