/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Serverrequesttoolarge3Inputs */

const fr_serverrequesttoolarge3 = /** @type {(inputs: Serverrequesttoolarge3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Requête trop volumineuse`)
};

/**

* @param {Serverrequesttoolarge3Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const serverrequesttoolarge3 = fr_serverrequesttoolarge3;
export { serverrequesttoolarge3 as "serverRequestTooLarge" }