/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Catalogueorderlead2Inputs */

const cs_catalogueorderlead2 = /** @type {(inputs: Catalogueorderlead2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Listujte v klidu: naše aktuální katalogy Vám zašleme zdarma domů.`)
};

/**

* @param {Catalogueorderlead2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const catalogueorderlead2 = cs_catalogueorderlead2;
export { catalogueorderlead2 as "catalogueOrderLead" }