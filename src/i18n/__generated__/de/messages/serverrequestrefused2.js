/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Serverrequestrefused2Inputs */

const de_serverrequestrefused2 = /** @type {(inputs: Serverrequestrefused2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diese Anfrage kam nicht von den Seiten des Shops.`)
};

/**

* @param {Serverrequestrefused2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const serverrequestrefused2 = de_serverrequestrefused2;
export { serverrequestrefused2 as "serverRequestRefused" }