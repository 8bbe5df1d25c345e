/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Serverrequesttoolarge3Inputs */

const sv_serverrequesttoolarge3 = /** @type {(inputs: Serverrequesttoolarge3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Begäran är för stor`)
};

/**

* @param {Serverrequesttoolarge3Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const serverrequesttoolarge3 = sv_serverrequesttoolarge3;
export { serverrequesttoolarge3 as "serverRequestTooLarge" }