/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Serverrequestrefused2Inputs */

const nl_serverrequestrefused2 = /** @type {(inputs: Serverrequestrefused2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dit verzoek kwam niet van de pagina's van de shop.`)
};

/**

* @param {Serverrequestrefused2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const serverrequestrefused2 = nl_serverrequestrefused2;
export { serverrequestrefused2 as "serverRequestRefused" }