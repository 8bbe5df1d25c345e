/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Serverrequesttoolarge3Inputs */

const cs_serverrequesttoolarge3 = /** @type {(inputs: Serverrequesttoolarge3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Požadavek je příliš velký`)
};

/**

* @param {Serverrequesttoolarge3Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const serverrequesttoolarge3 = cs_serverrequesttoolarge3;
export { serverrequesttoolarge3 as "serverRequestTooLarge" }