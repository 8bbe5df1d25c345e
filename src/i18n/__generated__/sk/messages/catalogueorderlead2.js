/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Catalogueorderlead2Inputs */

const sk_catalogueorderlead2 = /** @type {(inputs: Catalogueorderlead2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Listujte v pokoji: naše aktuálne katalógy Vám pošleme zadarmo domov.`)
};

/**

* @param {Catalogueorderlead2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const catalogueorderlead2 = sk_catalogueorderlead2;
export { catalogueorderlead2 as "catalogueOrderLead" }