/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Serverrequesttoolarge3Inputs */

const nl_serverrequesttoolarge3 = /** @type {(inputs: Serverrequesttoolarge3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verzoek te groot`)
};

/**

* @param {Serverrequesttoolarge3Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const serverrequesttoolarge3 = nl_serverrequesttoolarge3;
export { serverrequesttoolarge3 as "serverRequestTooLarge" }