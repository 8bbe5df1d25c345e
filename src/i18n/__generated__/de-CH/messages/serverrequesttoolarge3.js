/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Serverrequesttoolarge3Inputs */

const de_ch2_serverrequesttoolarge3 = /** @type {(inputs: Serverrequesttoolarge3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anfrage zu gross`)
};

/**

* @param {Serverrequesttoolarge3Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const serverrequesttoolarge3 = de_ch2_serverrequesttoolarge3;
export { serverrequesttoolarge3 as "serverRequestTooLarge" }