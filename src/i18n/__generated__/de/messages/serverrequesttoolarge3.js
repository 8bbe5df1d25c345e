/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Serverrequesttoolarge3Inputs */

const de_serverrequesttoolarge3 = /** @type {(inputs: Serverrequesttoolarge3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anfrage zu groß`)
};

/**

* @param {Serverrequesttoolarge3Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const serverrequesttoolarge3 = de_serverrequesttoolarge3;
export { serverrequesttoolarge3 as "serverRequestTooLarge" }