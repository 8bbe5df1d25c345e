/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Serverrequesttoolarge3Inputs */

const sk_serverrequesttoolarge3 = /** @type {(inputs: Serverrequesttoolarge3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Požiadavka je príliš veľká`)
};

/**

* @param {Serverrequesttoolarge3Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const serverrequesttoolarge3 = sk_serverrequesttoolarge3;
export { serverrequesttoolarge3 as "serverRequestTooLarge" }