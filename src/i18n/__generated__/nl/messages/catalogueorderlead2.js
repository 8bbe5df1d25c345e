/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Catalogueorderlead2Inputs */

const nl_catalogueorderlead2 = /** @type {(inputs: Catalogueorderlead2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rustig bladeren: we sturen je onze nieuwste catalogi gratis thuis.`)
};

/**

* @param {Catalogueorderlead2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const catalogueorderlead2 = nl_catalogueorderlead2;
export { catalogueorderlead2 as "catalogueOrderLead" }