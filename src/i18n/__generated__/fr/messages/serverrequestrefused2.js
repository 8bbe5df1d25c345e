/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Serverrequestrefused2Inputs */

const fr_serverrequestrefused2 = /** @type {(inputs: Serverrequestrefused2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette requête ne provient pas des pages de la boutique.`)
};

/**

* @param {Serverrequestrefused2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const serverrequestrefused2 = fr_serverrequestrefused2;
export { serverrequestrefused2 as "serverRequestRefused" }