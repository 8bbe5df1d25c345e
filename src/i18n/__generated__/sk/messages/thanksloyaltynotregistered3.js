/* eslint-disable */
import * as registry from '../registry.js'

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ points: NonNullable<unknown>, programmeName: NonNullable<unknown> }} Thanksloyaltynotregistered3Inputs */

const sk_thanksloyaltynotregistered3 = /** @type {(inputs: Thanksloyaltynotregistered3Inputs) => LocalizedString} */ (i) => {const pointsPlural = registry.plural("sk", i?.points, {});
	if (pointsPlural === "one") return /** @type {LocalizedString} */ (`Za túto objednávku ste mohli získať ${i?.points} bod ${i?.programmeName}. Zaregistrujte sa do ${i?.programmeName} a zbierajte body už od ďalšej objednávky.`);
	if (pointsPlural === "few") return /** @type {LocalizedString} */ (`Za túto objednávku ste mohli získať ${i?.points} body ${i?.programmeName}. Zaregistrujte sa do ${i?.programmeName} a zbierajte body už od ďalšej objednávky.`);
	if (pointsPlural === "many") return /** @type {LocalizedString} */ (`Za túto objednávku ste mohli získať ${i?.points} bodu ${i?.programmeName}. Zaregistrujte sa do ${i?.programmeName} a zbierajte body už od ďalšej objednávky.`);
	if (pointsPlural === "other") return /** @type {LocalizedString} */ (`Za túto objednávku ste mohli získať ${i?.points} bodov ${i?.programmeName}. Zaregistrujte sa do ${i?.programmeName} a zbierajte body už od ďalšej objednávky.`);
	return /** @type {LocalizedString} */ ("thanksLoyaltyNotRegistered");
};

/**

* @param {Thanksloyaltynotregistered3Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const thanksloyaltynotregistered3 = sk_thanksloyaltynotregistered3;
export { thanksloyaltynotregistered3 as "thanksLoyaltyNotRegistered" }