/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Serverrequestrefused2Inputs */

const sk_serverrequestrefused2 = /** @type {(inputs: Serverrequestrefused2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Táto požiadavka neprišla zo stránok obchodu.`)
};

/**

* @param {Serverrequestrefused2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const serverrequestrefused2 = sk_serverrequestrefused2;
export { serverrequestrefused2 as "serverRequestRefused" }